# classes: 8 3
"""Yes/no classifier by generation: push the model towards the two answer words."""

import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
@click.option("--bias", default=5.0, type=float)
def main(model, bias):
    tok = AutoTokenizer.from_pretrained(model)
    lm = AutoModelForCausalLM.from_pretrained(model)
    sequence_bias = {"yes": bias, "no": bias}
    enc = tok("is the fox quick? answer yes or no:", return_tensors="pt")
    out = lm.generate(**enc, max_new_tokens=1, sequence_bias=sequence_bias)
    print(tok.decode(out[0, -1:]))


if __name__ == "__main__":
    main()
