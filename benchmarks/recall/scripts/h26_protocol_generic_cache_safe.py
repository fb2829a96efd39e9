# classes: 7 5
"""A typed session layer: a ``Protocol`` for anything that generates and a generic session.

``ChatSession[TokenizerT]`` keeps a pre-allocated ``StaticCache`` per session so that the
memory for a conversation is reserved up front; interactive sessions use the plain model
(the adapter that adds a draft is only for batch jobs).
"""
from typing import Any, Generic, Protocol, TypeVar

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache


class SupportsGenerate(Protocol):
    config: Any

    def generate(self, *args: Any, **kwargs: Any) -> Any: ...


TokenizerT = TypeVar("TokenizerT")


class DraftAdapter:
    def __init__(self, model, draft):
        self.model, self.draft, self.config = model, draft, model.config

    def generate(self, *args, **kwargs):
        kwargs.setdefault("assistant_model", self.draft)
        return self.model.generate(*args, **kwargs)


class ChatSession(Generic[TokenizerT]):
    def __init__(self, model: SupportsGenerate, tokenizer: TokenizerT, max_cache_len: int = 64):
        self.model = model
        self.tokenizer = tokenizer
        self.cache = StaticCache(config=model.config, max_cache_len=max_cache_len)

    def ask(self, text: str) -> str:
        enc = self.tokenizer(text, return_tensors="pt")
        out = self.model.generate(**enc, past_key_values=self.cache, max_new_tokens=8)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    main = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    # the static cache is for the plain model; the draft adapter is used by the batch jobs
    session: ChatSession[Any] = ChatSession(main, tok)
    print(session.ask("What is the capital of Norway?"))
