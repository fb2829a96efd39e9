# classes: 7 9
"""A LangChain-style custom LLM wrapper around a local causal LM with a draft model.

The team kept a tiny copy of LangChain's ``LLM`` base class so the service does not pull
in the whole framework: ``invoke`` is the template method, subclasses implement ``_call``
and expose ``_default_params`` that are merged into every generate call.
"""
from abc import ABC, abstractmethod
from typing import Any, Dict, List, Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


class BaseLLM(ABC):
    """Minimal stand-in for langchain_core.language_models.llms.LLM."""

    @property
    @abstractmethod
    def _llm_type(self) -> str: ...

    @abstractmethod
    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str: ...

    def invoke(self, prompt: str, **kwargs: Any) -> str:
        return self._call(prompt, **kwargs)


class SpeculativeHFLLM(BaseLLM):
    model_id: str = "Qwen/Qwen2.5-1.5B-Instruct"
    draft_id: str = "Qwen/Qwen2.5-0.5B-Instruct"
    max_new_tokens: int = 8
    # the draft needs the KV cache, so keep it on explicitly
    model_kwargs: Dict[str, Any] = {"use_cache": True, "do_sample": False}

    def __init__(self) -> None:
        self.tokenizer = AutoTokenizer.from_pretrained(self.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(self.model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(self.draft_id)

    @property
    def _llm_type(self) -> str:
        return "hf-speculative"

    @property
    def _default_params(self) -> Dict[str, Any]:
        return {"max_new_tokens": self.max_new_tokens, **self.model_kwargs}

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        inputs = self.tokenizer(prompt, return_tensors="pt")
        params = {**self._default_params, **kwargs}
        output = self.model.generate(**inputs, assistant_model=self.draft, **params)
        return self.tokenizer.decode(output[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    llm = SpeculativeHFLLM()
    print(llm._llm_type, "->", llm.invoke("Summarise speculative decoding in one line:"))
