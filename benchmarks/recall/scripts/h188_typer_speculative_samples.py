# classes: 3 6
"""Typer CLI for speculative sampling: GPT-2-large verified against a DistilGPT2 draft, with
--samples continuations per prompt."""
import typer
from transformers import AutoModelForCausalLM, AutoTokenizer

app = typer.Typer()


@app.command()
def main(
    prompt: str = "the old lighthouse keeper",
    main_model: str = "openai-community/gpt2-large",
    draft_model: str = "distilbert/distilgpt2",
    samples: int = 3,
    temperature: float = 0.8,
):
    tok = AutoTokenizer.from_pretrained(main_model)
    model = AutoModelForCausalLM.from_pretrained(main_model)
    draft = AutoModelForCausalLM.from_pretrained(draft_model)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc, assistant_model=draft, do_sample=True, temperature=temperature,
        num_return_sequences=samples, max_new_tokens=4, pad_token_id=tok.eos_token_id,
    )
    for text in tok.batch_decode(out, skip_special_tokens=True):
        print(text)


if __name__ == "__main__":
    app()
