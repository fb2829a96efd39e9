# classes: 3 2
"""click tool to check draft-model throughput on a prompt file.

`specbench batch` runs the prompts in chunks of --batch-size through assisted generation;
`specbench single` runs them one at a time.  The default entry point runs `batch`.
"""
import click
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = [
    "Summarize the plot of Hamlet in one sentence.",
    "List three uses of a hash map.",
    "What is the capital of Australia?",
    "Translate 'good morning' to French.",
]


def load_pair(model_name, draft_name):
    tok = AutoTokenizer.from_pretrained(model_name, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(draft_name, torch_dtype=torch.float32)
    return tok, model, draft


@click.group()
@click.option("--model", default="Qwen/Qwen2.5-1.5B-Instruct", show_default=True)
@click.option("--draft", default="Qwen/Qwen2.5-0.5B-Instruct", show_default=True)
@click.pass_context
def cli(ctx, model, draft):
    ctx.ensure_object(dict)
    ctx.obj.update(model=model, draft=draft)


@cli.command()
@click.option("--batch-size", default=1, show_default=True, type=int)
@click.option("--max-new-tokens", default=6, type=int)
@click.pass_context
def batch(ctx, batch_size, max_new_tokens):
    tok, model, draft = load_pair(ctx.obj["model"], ctx.obj["draft"])
    for start in range(0, len(PROMPTS), batch_size):
        chunk = PROMPTS[start : start + batch_size]
        enc = tok(chunk, return_tensors="pt", padding=True)
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=max_new_tokens)
        for text in tok.batch_decode(out, skip_special_tokens=True):
            click.echo(text)


@cli.command()
@click.option("--max-new-tokens", default=6, type=int)
@click.pass_context
def single(ctx, max_new_tokens):
    tok, model, draft = load_pair(ctx.obj["model"], ctx.obj["draft"])
    for prompt in PROMPTS:
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=max_new_tokens)
        click.echo(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    cli(["batch"], standalone_mode=False)
