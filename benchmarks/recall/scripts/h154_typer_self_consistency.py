# classes: 3 8
"""Typer command for self-consistency answers: --samples paths per question, greedy unless asked
otherwise."""

import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer()


@app.command()
def main(
    model_name: str = "HuggingFaceTB/SmolLM2-135M",
    samples: int = 5,
    greedy: bool = typer.Option(True, "--greedy/--sample"),
):
    tok = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForCausalLM.from_pretrained(model_name)
    enc = tok("two plus two is", return_tensors="pt")
    out = model.generate(**enc, do_sample=not greedy, num_return_sequences=samples, max_new_tokens=3)
    print(tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    app()
