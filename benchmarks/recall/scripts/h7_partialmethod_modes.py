"""Chat client whose decoding modes are partialmethods of one private _generate method."""
# classes: 7 9
from functools import partialmethod

from transformers import AutoModelForCausalLM, AutoTokenizer


class ChatClient:
    def __init__(self, model_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def _generate(self, prompt, speculative=False, **kwargs):
        enc = self.tok(prompt, return_tensors="pt")
        if speculative:
            kwargs["assistant_model"] = self.draft
        out = self.model.generate(**enc, max_new_tokens=5, **kwargs)
        return self.tok.decode(out[0], skip_special_tokens=True)

    greedy = partialmethod(_generate, do_sample=False)
    fast = partialmethod(_generate, speculative=True)
    fast_static = partialmethod(_generate, speculative=True, cache_implementation="static")


if __name__ == "__main__":
    client = ChatClient("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")
    print(client.greedy("hello world"))
    print(client.fast("tell me about the queen"))
    print(client.fast_static("tell me about the king"))
