# classes: 3
import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.command()
@click.option("--model", default="microsoft/phi-2", show_default=True)
@click.option("--assistant", default="microsoft/phi-1_5", show_default=True)
@click.option("--use-cache/--no-use-cache", default=True, show_default=True)
@click.option("--max-new-tokens", default=12, type=int)
@click.argument("prompt", required=False, default="tell me a story about a fox")
def cli(model, assistant, use_cache, max_new_tokens, prompt):
    """Generate with a smaller Phi as the draft model."""
    tokenizer = AutoTokenizer.from_pretrained(model)
    lm = AutoModelForCausalLM.from_pretrained(model)
    draft = AutoModelForCausalLM.from_pretrained(assistant)
    enc = tokenizer(prompt, return_tensors="pt")
    out = lm.generate(**enc, assistant_model=draft, use_cache=use_cache, max_new_tokens=max_new_tokens)
    click.echo(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    cli()
