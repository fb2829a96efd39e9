# classes: 9 8
"""Fill-in-the-middle completion with CodeLlama: stop at a blank line, but the tokenizer is not passed."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "codellama/CodeLlama-7b-hf"

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

prefix = "def hello(name):\n    "
suffix = "\n    return greeting\n"
prompt = f"<PRE> {prefix} <SUF>{suffix} <MID>"


def complete_middle(prompt: str, max_new_tokens: int = 8) -> str:
    inputs = tokenizer(prompt, return_tensors="pt")
    out = model.generate(
        **inputs,
        max_new_tokens=max_new_tokens,
        do_sample=False,
        stop_strings=["\n\n", "<EOT>"],
    )
    return tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)


print(repr(complete_middle(prompt)))
