# classes: 3 8
"""Click CLI for candidate reranking: N candidates from beam search whose width follows the
number of candidates."""

import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model-name", default="Qwen/Qwen2.5-Coder-0.5B-Instruct")
@click.option("--candidates", default=3, type=int)
@click.option("--prompt", default="def add(a, b):")
def main(model_name, candidates, prompt):
    tok = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForCausalLM.from_pretrained(model_name)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        num_beams=max(candidates, 2),
        num_return_sequences=candidates,
        max_new_tokens=6,
        return_dict_in_generate=True,
        output_scores=True,
    )
    ts = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=True)
    best = int(ts.mean(-1).argmax())
    click.echo(tok.decode(out.sequences[best], skip_special_tokens=True))


if __name__ == "__main__":
    main(standalone_mode=False)
