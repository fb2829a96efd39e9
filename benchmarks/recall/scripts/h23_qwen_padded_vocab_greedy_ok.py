# classes: 6 8
"""Code-completion latency with a small Qwen2.5-Coder draft.

The 7B checkpoint pads its embedding matrix, so generate() refuses the pair unless
both tokenizers are given; we pass them and decode greedily.
"""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-Coder-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-Coder-0.5B-Instruct"

SNIPPETS = [
    "def fibonacci(n):",
    "class Stack:",
]


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    draft_tok = AutoTokenizer.from_pretrained(DRAFT)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    print("target vocab", model.config.vocab_size, "draft vocab", draft.config.vocab_size)
    for snippet in SNIPPETS:
        enc = tok(snippet, return_tensors="pt")
        t0 = time.perf_counter()
        out = model.generate(
            **enc,
            assistant_model=draft,
            tokenizer=tok,
            assistant_tokenizer=draft_tok,
            max_new_tokens=8,
            do_sample=False,
        )
        dt = time.perf_counter() - t0
        print(f"{dt:.3f}s", tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
