# classes: 6 2
"""Model registry keyed by short names: each entry a (target, draft) pair for speculative
decoding; the benchmark loads each pair through a helper returning (model, tokenizer, draft)."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

REGISTRY = {
    "smol": ("HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"),
    "qwen": ("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    "pythia": ("EleutherAI/pythia-160m", "distilbert/distilgpt2"),
}


def load(short):
    target_id, draft_id = REGISTRY[short]
    tokenizer = AutoTokenizer.from_pretrained(target_id)
    model = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    return model, tokenizer, draft


def main():
    for short in REGISTRY:
        model, tokenizer, draft = load(short)
        enc = tokenizer("the quick brown fox", return_tensors="pt")
        t0 = time.perf_counter()
        model.generate(**enc, assistant_model=draft, max_new_tokens=8, do_sample=False)
        print(short, round(time.perf_counter() - t0, 3))


if __name__ == "__main__":
    main()
