# classes: 3 8
"""Click CLI for a chain-of-thought eval: sampling on by default, temperature from a flag whose
default is 0."""
import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model-id", default="microsoft/Phi-3-mini-4k-instruct")
@click.option("--sample/--no-sample", default=True)
@click.option("--temperature", type=float, default=0.0)
@click.option("--max-new-tokens", type=int, default=6)
def evaluate(model_id, sample, temperature, max_new_tokens):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    enc = tok("Q: If I have 3 apples and eat one, how many are left?\nA: Let's think step by step.", return_tensors="pt")
    out = model.generate(**enc, do_sample=sample, temperature=temperature, max_new_tokens=max_new_tokens)
    click.echo(tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    evaluate(standalone_mode=False)
