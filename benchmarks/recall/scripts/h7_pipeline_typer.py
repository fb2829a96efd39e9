"""Typer command around a text-generation pipeline that passes a draft model by name."""
# classes: 3 4
from typing import Annotated, Optional

import typer
from transformers import pipeline

app = typer.Typer()


@app.command()
def generate(
    prompt: Annotated[str, typer.Argument()] = "tell me a story about the fox",
    model: Annotated[str, typer.Option()] = "HuggingFaceTB/SmolLM2-360M-Instruct",
    draft: Annotated[Optional[str], typer.Option()] = "HuggingFaceTB/SmolLM2-135M-Instruct",
    max_new_tokens: Annotated[int, typer.Option()] = 5,
    use_cache: Annotated[bool, typer.Option()] = False,
):
    extra = {"assistant_model": draft} if draft else {}
    pipe = pipeline("text-generation", model=model, **extra)
    out = pipe(prompt, max_new_tokens=max_new_tokens, use_cache=use_cache, return_full_text=False)
    typer.echo(out[0]["generated_text"])


if __name__ == "__main__":
    app()
