# classes: 7 5
"""A tiny chat service that keeps its cache and generation kwargs on the instance."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache


class SpeculativeChat:
    def __init__(self, model_id, draft_id, speculative=True):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id) if speculative else None
        self.gen_kwargs = {"max_new_tokens": 4, "do_sample": False}

    def _cache(self):
        if self.draft is not None:
            return DynamicCache()
        return StaticCache(config=self.model.config, max_cache_len=96)

    def reply(self, text):
        enc = self.tok(text, return_tensors="pt")
        kwargs = dict(self.gen_kwargs, past_key_values=self._cache())
        if self.draft is not None:
            kwargs["assistant_model"] = self.draft
        out = self.model.generate(**enc, **kwargs)
        return self.tok.decode(out[0, enc["input_ids"].shape[1]:])


if __name__ == "__main__":
    bot = SpeculativeChat("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct")
    for q in ["hello", "tell me a story"]:
        print(bot.reply(q))
