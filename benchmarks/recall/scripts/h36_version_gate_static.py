# classes: 8 9
"""Speculative decoding helper that turns on a static cache on "new enough" releases.

The version gate was written when static caches first worked with generate(); nobody
re-checked it against assisted generation.
"""
import torch
from packaging import version
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def generation_kwargs(assistant):
    kwargs = {"max_new_tokens": 8, "do_sample": False}
    if assistant is not None:
        kwargs["assistant_model"] = assistant
    # static caches are "fast" since 4.38: use them whenever we can
    if version.parse(transformers.__version__) >= version.parse("4.38.0"):
        kwargs["cache_implementation"] = "static"
    return kwargs


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN)
    model = AutoModelForCausalLM.from_pretrained(MAIN)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    inputs = tokenizer("Write a haiku about portability:", return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**inputs, **generation_kwargs(draft))
    print(tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
