/**
 * One lead's calculator scenario (issue 15): what the visitor worked out
 * before they wrote, so a broker calls back already knowing the numbers. The
 * link is our own site's address (SITE_URL) with the path the contract
 * checked: a scenario cannot lead a broker anywhere else.
 */
import {
  type CalculatorScenario,
  scenarioCalculatorName,
  scenarioLinkOn,
  type ScenarioLine,
} from "../../../contracts/calculator-scenario.ts";
import { DataTable } from "../data-table.tsx";

function ScenarioLines({
  id,
  caption,
  heading,
  lines,
}: {
  id: string;
  caption: string;
  heading: string;
  lines: readonly ScenarioLine[];
}) {
  return (
    <DataTable id={id} caption={caption} columns={[heading, "Value"]}>
      {lines.map((line, place) => (
        // Lines never move, and two may share a label.
        <tr key={`${place}:${line.label}`}>
          <th scope="row">{line.label}</th>
          <td>{line.value}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function LeadScenario({ scenario, siteUrl }: { scenario: CalculatorScenario; siteUrl: string }) {
  const calculator = scenarioCalculatorName(scenario);
  return (
    <section aria-labelledby="scenario-heading">
      <h2 id="scenario-heading">Calculator scenario</h2>
      <p>
        Worked out on the <strong>{calculator}</strong> before they wrote.
      </p>
      <ScenarioLines id="scenario-inputs" caption="What they entered" heading="Input" lines={scenario.inputs} />
      <ScenarioLines id="scenario-results" caption="What it showed them" heading="Result" lines={scenario.results} />
      <p>
        <a href={scenarioLinkOn(siteUrl, scenario)}>Open the {calculator} with these figures</a>
      </p>
    </section>
  );
}
