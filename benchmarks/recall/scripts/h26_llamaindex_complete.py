# classes: 7 6
"""A LlamaIndex-style ``CustomLLM`` with ``complete`` and ``metadata``, speculative inside.

We mirror the small part of LlamaIndex's interface the RAG service uses: ``metadata``
describes the model, ``complete`` returns a ``CompletionResponse``. The draft is the small
Qwen2.5 instruct model; the tokenizer of each model is passed for universal assisted
decoding in case the vocabularies differ.
"""
from dataclasses import dataclass, field
from typing import Any, Dict

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class LLMMetadata:
    model_name: str
    context_window: int = 4096
    num_output: int = 8


@dataclass
class CompletionResponse:
    text: str
    raw: Dict[str, Any] = field(default_factory=dict)


class CustomLLM:
    @property
    def metadata(self) -> LLMMetadata:
        raise NotImplementedError

    def complete(self, prompt: str, **kwargs: Any) -> CompletionResponse:
        raise NotImplementedError


class SpeculativeQwen(CustomLLM):
    def __init__(self, main="Qwen/Qwen2.5-1.5B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct"):
        self.name = main
        self.tokenizer = AutoTokenizer.from_pretrained(main)
        self.draft_tokenizer = AutoTokenizer.from_pretrained(draft)
        self.model = AutoModelForCausalLM.from_pretrained(main)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(model_name=self.name)

    def complete(self, prompt: str, **kwargs: Any) -> CompletionResponse:
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(
            **enc,
            assistant_model=self.draft,
            tokenizer=self.tokenizer,
            assistant_tokenizer=self.draft_tokenizer,
            max_new_tokens=self.metadata.num_output,
        )
        return CompletionResponse(text=self.tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    llm = SpeculativeQwen()
    print(llm.metadata, llm.complete("Context: the sky is blue.\nQuestion: what colour is the sky?").text)
