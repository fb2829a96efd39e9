# classes: 3 7
"""Sample several drafts-assisted completions from the command line (tyro turns main's
parameters into options)."""
import tyro
from transformers import AutoModelForCausalLM, AutoTokenizer


def main(
    model_id: str = "openai-community/gpt2",
    assistant_id: str = "distilbert/distilgpt2",
    prompt: str = "once upon a time",
    samples: int = 1,
    sample: bool = True,
    max_new_tokens: int = 5,
) -> None:
    """Generate `samples` continuations of `prompt`."""
    tok = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    assistant = AutoModelForCausalLM.from_pretrained(assistant_id)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=assistant,
        do_sample=sample,
        num_return_sequences=samples,
        max_new_tokens=max_new_tokens,
    )
    for text in tok.batch_decode(out):
        print(text)


if __name__ == "__main__":
    tyro.cli(main)
