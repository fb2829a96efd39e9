# classes: 2
"""Nested sweep: every target in the Qwen2.5 line x every decoding mode, same 0.5B drafter."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGETS = ["Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-3B-Instruct"]
DRAFTER = "Qwen/Qwen2.5-0.5B-Instruct"
MODES = {"greedy": {}, "spec": {"num_assistant_tokens": 4}, "spec_sample": {"do_sample": True, "top_k": 10}}


def main() -> None:
    drafter = AutoModelForCausalLM.from_pretrained(DRAFTER)
    for target_id in TARGETS:
        tokenizer = AutoTokenizer.from_pretrained(target_id)
        target = AutoModelForCausalLM.from_pretrained(target_id)
        enc = tokenizer("tell me a story about a king", return_tensors="pt")
        for mode, extra in MODES.items():
            out = target.generate(**enc, assistant_model=drafter, max_new_tokens=6, **extra)
            print(target_id, mode, tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
