"""Click CLI group with a `sample` command that draws several candidates with a draft model."""
# classes: 3 9
import click
from transformers import AutoModelForCausalLM, AutoTokenizer


@click.group()
@click.option("--model", default="openai-community/gpt2", show_default=True)
@click.pass_context
def cli(ctx, model):
    ctx.ensure_object(dict)
    ctx.obj["model_name"] = model


def _load(name):
    tok = AutoTokenizer.from_pretrained(name)
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    return tok, AutoModelForCausalLM.from_pretrained(name)


@cli.command()
@click.option("--draft", default="distilbert/distilgpt2")
@click.option("--num-candidates", type=int, default=3)
@click.option("--temperature", type=float, default=0.8)
@click.option("--max-new-tokens", type=int, default=6)
@click.pass_context
def sample(ctx, draft, num_candidates, temperature, max_new_tokens):
    tok, model = _load(ctx.obj["model_name"])
    _, assistant = _load(draft)
    batch = tok("the quick brown fox", return_tensors="pt")
    outputs = model.generate(
        **batch,
        assistant_model=assistant,
        do_sample=True,
        temperature=temperature,
        num_return_sequences=num_candidates,
        max_new_tokens=max_new_tokens,
        pad_token_id=tok.pad_token_id,
    )
    for i, seq in enumerate(outputs):
        click.echo(f"[{i}] {tok.decode(seq, skip_special_tokens=True)}")


@cli.command()
@click.pass_context
def info(ctx):
    click.echo(f"model: {ctx.obj['model_name']}")


if __name__ == "__main__":
    cli(["sample"], standalone_mode=False, obj={})
