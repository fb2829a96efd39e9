# classes: 3
"""Typer CLI for batch speculative generation over an in-memory prompt set."""
import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer()
PROMPTS = ["hello world", "the quick brown fox", "tell me a story", "once upon a time"]


@app.command()
def run(
    model: str = "meta-llama/Llama-3.2-3B-Instruct",
    draft: str = "meta-llama/Llama-3.2-1B-Instruct",
    batch_size: int = 2,
    max_new_tokens: int = 4,
):
    tok = AutoTokenizer.from_pretrained(model, padding_side="left")
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    target = AutoModelForCausalLM.from_pretrained(model)
    assistant = AutoModelForCausalLM.from_pretrained(draft)
    for i in range(0, len(PROMPTS), batch_size):
        enc = tok(PROMPTS[i : i + batch_size], return_tensors="pt", padding=True)
        out = target.generate(**enc, assistant_model=assistant, max_new_tokens=max_new_tokens, do_sample=False)
        typer.echo(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    app()
