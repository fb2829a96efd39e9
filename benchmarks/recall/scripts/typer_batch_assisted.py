# classes: 3
from typing import List

import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer(add_completion=False)

DEFAULT_PROMPTS = ["tell me a story", "once upon a time", "the queen loved"]


@app.command()
def generate(
    model_id: str = typer.Option("HuggingFaceTB/SmolLM2-1.7B-Instruct"),
    draft_id: str = typer.Option("HuggingFaceTB/SmolLM2-135M-Instruct"),
    batch_size: int = typer.Option(2, help="prompts per forward pass"),
    max_new_tokens: int = 8,
):
    tok = AutoTokenizer.from_pretrained(model_id, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(model_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    prompts: List[str] = DEFAULT_PROMPTS
    for i in range(0, len(prompts), batch_size):
        enc = tok(prompts[i:i + batch_size], return_tensors="pt", padding=True)
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=max_new_tokens)
        typer.echo(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    app()
