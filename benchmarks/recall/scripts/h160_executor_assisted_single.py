# classes: 2 6
"""Low-latency server: the model and a small draft model are loaded once at module level; a
ThreadPoolExecutor serves each prompt of a request on its own with assisted generation."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
pool = ThreadPoolExecutor(max_workers=1)


def serve_one(prompt):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=assistant, max_new_tokens=6, do_sample=False)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    requests = [{"prompts": ["hello world"]}, {"prompts": ["the fox jumps", "tell me a story about cats"]}]
    for r in requests:
        print(list(pool.map(serve_one, r["prompts"])))
    pool.shutdown()
