# classes: 3 8
"""Candidate generation for a reranking eval: beam search keeps `--beams` beams and returns
`--candidates` of them per input (never more than the beams)."""
import typer
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

app = typer.Typer()


@app.command()
def main(model_name: str = "google/flan-t5-base", beams: int = 5, candidates: int = 5, max_new_tokens: int = 6):
    tok = AutoTokenizer.from_pretrained(model_name)
    model = AutoModelForSeq2SeqLM.from_pretrained(model_name)
    enc = tok(["translate English to German: Good morning", "translate English to German: Thank you"], return_tensors="pt", padding=True)
    out = model.generate(**enc, num_beams=beams, num_return_sequences=min(candidates, beams), max_new_tokens=max_new_tokens)
    decoded = tok.batch_decode(out, skip_special_tokens=True)
    for i in range(0, len(decoded), candidates):
        print(decoded[i : i + candidates])


if __name__ == "__main__":
    app(standalone_mode=False)
