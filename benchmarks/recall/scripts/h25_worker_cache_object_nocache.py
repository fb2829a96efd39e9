# classes: 5 8
"""Per-request worker that hands generate a fresh cache object.

Memory-constrained workers turn the model's own caching off in the generation
config, but still pass a cache object so that the draft rounds can reuse it.
"""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def make_worker():
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    model.generation_config.use_cache = False

    def work(prompt):
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(
            **enc,
            assistant_model=draft,
            past_key_values=DynamicCache(),
            max_new_tokens=5,
        )
        return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)

    return work


def main():
    work = make_worker()
    with ThreadPoolExecutor(max_workers=1) as pool:
        outputs = list(pool.map(work, ["Why is the sky blue?"]))
    print(outputs)


if __name__ == "__main__":
    main()
