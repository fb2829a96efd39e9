# classes: 7 1
"""Request carries a decoding strategy ('draft', 'ngram', 'plain'); a 'stateless' flag saves memory."""
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class CompletionRequest:
    prompt: str
    strategy: str = "ngram"
    stateless: bool = False
    max_new_tokens: int = 8


class Backend:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
        self.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
        self.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def strategy_kwargs(self, req):
        if req.strategy == "draft":
            return {"assistant_model": self.draft}
        if req.strategy == "ngram":
            return {"prompt_lookup_num_tokens": 3}
        return {}

    def complete(self, req: CompletionRequest):
        kwargs = self.strategy_kwargs(req)
        if req.stateless:
            kwargs["use_cache"] = False
        enc = self.tok(req.prompt, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=req.max_new_tokens, pad_token_id=self.tok.eos_token_id, **kwargs)
        return self.tok.decode(out[0][enc["input_ids"].shape[1]:])


backend = Backend()

if __name__ == "__main__":
    code = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n"
    print(backend.complete(CompletionRequest(code, strategy="draft")))
    print(backend.complete(CompletionRequest(code, stateless=True)))
