# classes: 1 8
"""Same helper, but the static cache is only requested when no draft model is attached."""
import torch
from packaging import version
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"
NEW_ENOUGH = version.parse(transformers.__version__) >= version.parse("4.38.0")


def generation_kwargs(assistant):
    kwargs = {"max_new_tokens": 8, "do_sample": False}
    if assistant is not None:
        kwargs["assistant_model"] = assistant
    elif NEW_ENOUGH:
        # static cache only for plain decoding; assisted decoding crops its cache
        kwargs["cache_implementation"] = "static"
    return kwargs


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN)
    model = AutoModelForCausalLM.from_pretrained(MAIN)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    inputs = tokenizer("Write a haiku about portability:", return_tensors="pt")
    with torch.no_grad():
        fast = model.generate(**inputs, **generation_kwargs(draft))
        plain = model.generate(**inputs, **generation_kwargs(None))
    print(tokenizer.decode(fast[0], skip_special_tokens=True))
    print(tokenizer.decode(plain[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
