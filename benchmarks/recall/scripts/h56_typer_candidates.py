# classes: 3 8
# Typer CLI: several candidate answers per question; --draft enables speculative decoding.
import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer()


@app.command()
def main(
    model: str = "microsoft/phi-2",
    draft: str = "",
    candidates: int = typer.Option(2, help="answers per question"),
    sample: bool = typer.Option(False, "--sample/--greedy"),
):
    tok = AutoTokenizer.from_pretrained(model)
    lm = AutoModelForCausalLM.from_pretrained(model)
    kwargs = dict(max_new_tokens=4, num_return_sequences=candidates, do_sample=sample, pad_token_id=tok.eos_token_id)
    if draft:
        kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(draft)
    enc = tok("Q: What is 2+2?\nA:", return_tensors="pt")
    for seq in lm.generate(**enc, **kwargs):
        print(tok.decode(seq))


if __name__ == "__main__":
    app()
