# classes: 4 6
"""Universal assisted decoding through the text-generation pipeline.

The draft is another family (SmolLM2), so the pipeline needs to know its tokenizer.
"""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def build(with_assistant_tokenizer: bool):
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    extra = {"assistant_tokenizer": AutoTokenizer.from_pretrained(DRAFT)} if with_assistant_tokenizer else {}
    return pipeline("text-generation", model=TARGET, assistant_model=draft, **extra)


def main(with_assistant_tokenizer=False):
    pipe = build(with_assistant_tokenizer)
    t0 = time.perf_counter()
    out = pipe("tell me a story about the queen", max_new_tokens=5, do_sample=False)
    print(out[0]["generated_text"], f"{time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main()
