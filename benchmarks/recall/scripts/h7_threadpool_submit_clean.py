"""Concurrent prompt answering with ThreadPoolExecutor.submit and as_completed, one assisted call per prompt."""
# classes: 9
from concurrent.futures import ThreadPoolExecutor, as_completed

from transformers import AutoModelForCausalLM, AutoTokenizer


def load():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    return tok, model, draft


def answer(tok, model, draft, prompt):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=5, use_cache=True, num_beams=1)
    return tok.decode(out[0], skip_special_tokens=True)


def main():
    tok, model, draft = load()
    prompts = ["hello world", "the fox", "a lazy dog"]
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {pool.submit(answer, tok, model, draft, p): p for p in prompts}
        for fut in as_completed(futures):
            print(futures[fut], "->", fut.result())


if __name__ == "__main__":
    main()
