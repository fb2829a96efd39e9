"""Typer app with Annotated options for a quick speculative-decoding smoke test."""
# classes: 3
from typing import Annotated

import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer(add_completion=False)


@app.command()
def run(
    model: Annotated[str, typer.Option(help="target checkpoint")] = "Qwen/Qwen2.5-1.5B-Instruct",
    draft: Annotated[str, typer.Option(help="draft checkpoint")] = "Qwen/Qwen2.5-0.5B-Instruct",
    prompt: Annotated[str, typer.Option()] = "hello world, tell me about dogs",
    use_cache: Annotated[bool, typer.Option("--use-cache/--no-use-cache")] = True,
    beams: Annotated[int, typer.Option(min=1)] = 1,
    max_new_tokens: Annotated[int, typer.Option()] = 6,
):
    tok = AutoTokenizer.from_pretrained(model)
    target = AutoModelForCausalLM.from_pretrained(model)
    assistant = AutoModelForCausalLM.from_pretrained(draft)
    ids = tok(prompt, return_tensors="pt")
    out = target.generate(
        **ids,
        assistant_model=assistant,
        use_cache=use_cache,
        num_beams=beams,
        max_new_tokens=max_new_tokens,
    )
    typer.echo(tok.decode(out[0][ids["input_ids"].shape[-1]:], skip_special_tokens=True))


if __name__ == "__main__":
    app()
