import { ToPar } from '~/components/rounds/score-mark';
import type { ResultView } from '~/domain/access/profile-views';

/** A player's result at an event: total and to par, then the round scores, the best one marked. */
export function EventResultLine({ result }: { result: ResultView }) {
  return (
    <div className="event-result">
      <p className="event-result__total">
        <span className="event-result__score">{result.totalScore}</span>
        <ToPar value={result.toPar} />
      </p>
      <ul className="round-chips" aria-label="Round scores">
        {result.rounds.map((round) => (
          <li
            key={round.label}
            className="round-chip"
            data-best={round.label === result.bestRound.label && result.rounds.length > 1}
          >
            <span className="round-chip__label">{round.label}</span>
            <span className="round-chip__score">{round.score}</span>
            <span className="sr-only">({round.toPar})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
