# classes: 2 6
"""Try every candidate draft model against the 774M target and keep the fastest one."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "openai-community/gpt2-large"
CANDIDATES = ["openai-community/gpt2", "distilbert/distilgpt2", "EleutherAI/pythia-160m"]


def time_draft(model, tokenizer, draft_name):
    draft = AutoModelForCausalLM.from_pretrained(draft_name)
    enc = tokenizer("the queen loved her garden", return_tensors="pt")
    t0 = time.perf_counter()
    model.generate(**enc, assistant_model=draft, max_new_tokens=10)
    return time.perf_counter() - t0


def main():
    tokenizer = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    timings = {}
    for name in CANDIDATES:
        timings[name] = time_draft(model, tokenizer, name)
        print(f"{name}: {timings[name]:.3f}s")
    print("best:", min(timings, key=timings.get))


if __name__ == "__main__":
    main()
