# classes: 3 8
"""Prompt-lookup decoding for code completion; typer app, several candidates per prompt."""
from typing import Annotated, Optional

import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer()

SNIPPET = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return"


@app.command()
def complete(
    model_id: Annotated[str, typer.Option("--model")] = "Qwen/Qwen2.5-Coder-0.5B-Instruct",
    lookup: Annotated[Optional[int], typer.Option(help="prompt lookup n-gram tokens")] = 10,
    candidates: Annotated[int, typer.Option("--candidates", "-n")] = 2,
    sample: Annotated[bool, typer.Option()] = True,
):
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    enc = tok(SNIPPET, return_tensors="pt")
    kwargs = dict(max_new_tokens=6, num_return_sequences=candidates, do_sample=sample)
    if lookup:
        kwargs["prompt_lookup_num_tokens"] = lookup
    out = model.generate(**enc, **kwargs)
    for row in out:
        typer.echo(tok.decode(row[enc["input_ids"].shape[-1]:]))


if __name__ == "__main__":
    app()
