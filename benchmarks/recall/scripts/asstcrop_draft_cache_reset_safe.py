# classes: 7 8
"""The draft's static cache is only for its own compiled calls; the server resets it before
speculative decoding."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeServer:
    def __init__(self, target_name, draft_name):
        self.tokenizer = AutoTokenizer.from_pretrained(target_name)
        self.target = AutoModelForCausalLM.from_pretrained(target_name)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_name)
        self.draft.generation_config.cache_implementation = "static"

    def warmup(self):
        ids = self.tokenizer("warm up", return_tensors="pt")
        self.draft.generate(**ids, max_new_tokens=4)
        self.draft.generation_config.cache_implementation = None

    def __call__(self, text):
        ids = self.tokenizer(text, return_tensors="pt")
        out = self.target.generate(**ids, assistant_model=self.draft, max_new_tokens=30)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


server = SpeculativeServer("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")
server.warmup()
print(server("Give me a haiku about autumn."))
