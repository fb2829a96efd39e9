# classes: 3 2
"""Click tool comparing Qwen2.5 instruct sizes on a list of questions; answers stop at the first period
(stop_strings in the shared settings)."""
import click
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"max_new_tokens": 5, "do_sample": False, "stop_strings": ["."]}


@click.command()
@click.option("--models", default="Qwen/Qwen2.5-0.5B-Instruct,Qwen/Qwen2.5-1.5B-Instruct")
@click.option("--question", default="What is the capital of Italy?")
def compare(models, question):
    for name in models.split(","):
        tok = AutoTokenizer.from_pretrained(name)
        model = AutoModelForCausalLM.from_pretrained(name)
        enc = tok(question, return_tensors="pt")
        out = model.generate(**enc, **SETTINGS)
        click.echo(f"{name}: {tok.decode(out[0], skip_special_tokens=True)}")


if __name__ == "__main__":
    compare()
