# classes: 5 7
"""Each worker pre-allocates a static KV cache once and reuses it for its requests.

Requests are served with a small draft model for speculative decoding; the cache is
reset between requests instead of being reallocated.
"""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"


class Server:
    def __init__(self, max_cache_len=64):
        self.tok = AutoTokenizer.from_pretrained(TARGET)
        self.model = AutoModelForCausalLM.from_pretrained(TARGET)
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT)
        self.cache = StaticCache(config=self.model.config, max_cache_len=max_cache_len)

    def handle(self, prompt):
        self.cache.reset()
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(
            **enc,
            past_key_values=self.cache,
            assistant_model=self.draft,
            max_new_tokens=5,
        )
        return self.tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


def main():
    server = Server()
    with ThreadPoolExecutor(max_workers=1) as pool:
        replies = list(pool.map(server.handle, ["Tell me a fun fact.", "What is Rust?"]))
    for r in replies:
        print(repr(r))


if __name__ == "__main__":
    main()
