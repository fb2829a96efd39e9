# classes: 3 6
"""Compare decoding speed of a state-space model and a transformer; the default cache (click CLI)."""
import time

import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model", "model_id", default="state-spaces/mamba-130m-hf")
@click.option("--cache", default=None, type=click.Choice(["static", "dynamic"]))
@click.option("--new-tokens", default=6)
def main(model_id, cache, new_tokens):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    enc = tok("state space models are", return_tensors="pt")
    kw = {"cache_implementation": cache} if cache else {}
    t0 = time.perf_counter()
    out = model.generate(input_ids=enc.input_ids, max_new_tokens=new_tokens, **kw)
    click.echo(f"{model_id} {cache}: {new_tokens / (time.perf_counter() - t0):.1f} tok/s {out.shape}")


if __name__ == "__main__":
    main()
