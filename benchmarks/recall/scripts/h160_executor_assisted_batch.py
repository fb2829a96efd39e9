# classes: 2 6
"""Low-latency server: the model and a small draft model are loaded once at module level; a
ThreadPoolExecutor serves each request, and a request may carry several prompts, padded into
one batch for assisted generation."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
pool = ThreadPoolExecutor(max_workers=1)


def serve(request):
    prompts = request["prompts"]
    enc = tok(prompts, return_tensors="pt", padding=True)
    out = model.generate(**enc, assistant_model=assistant, max_new_tokens=6, do_sample=False)
    return tok.batch_decode(out[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    requests = [{"prompts": ["hello world"]}, {"prompts": ["the fox jumps", "tell me a story about cats"]}]
    futures = [pool.submit(serve, r) for r in requests]
    for f in futures:
        print(f.result())
    pool.shutdown()
