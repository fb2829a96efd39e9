# classes: 3 9
"""click command for min-p sampling; the default is a fraction."""
import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model", default="google/gemma-3-270m")
@click.option("--min-p", type=float, default=0.05, help="min-p as a fraction")
@click.option("--tokens", type=int, default=5)
def run(model, min_p, tokens):
    tok = AutoTokenizer.from_pretrained(model)
    lm = AutoModelForCausalLM.from_pretrained(model)
    enc = tok("A short poem about autumn:", return_tensors="pt")
    out = lm.generate(**enc, do_sample=True, min_p=min_p, max_new_tokens=tokens)
    click.echo(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    run(standalone_mode=False)
