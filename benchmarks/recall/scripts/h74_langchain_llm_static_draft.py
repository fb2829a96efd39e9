# classes: 7 5
"""LangChain-style custom LLM wrapper around a local transformers model: the wrapper holds
`model_kwargs` (the team's static-cache setting for compiled decoding) and an optional draft
model for speculative decoding; `_call` merges per-call overrides over `model_kwargs`."""
from typing import Any, Dict, List, Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


class LocalHFLLM:
    """Mimics langchain_core.language_models.llms.LLM: `invoke` -> `_call`."""

    def __init__(self, model_id: str, draft_id: Optional[str] = None, model_kwargs: Optional[Dict[str, Any]] = None):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id) if draft_id else None
        self.model_kwargs = {"max_new_tokens": 16, "do_sample": False, **(model_kwargs or {})}

    @property
    def _llm_type(self) -> str:
        return "local-hf"

    def _call(self, prompt: str, stop: Optional[List[str]] = None, **kwargs: Any) -> str:
        gen_kwargs = self.model_kwargs | kwargs
        if self.draft is not None:
            gen_kwargs["assistant_model"] = self.draft
        if stop:
            gen_kwargs["stop_strings"] = stop
            gen_kwargs["tokenizer"] = self.tokenizer
        inputs = self.tokenizer(prompt, return_tensors="pt")
        output = self.model.generate(**inputs, **gen_kwargs)
        return self.tokenizer.decode(output[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True)

    def invoke(self, prompt: str, **kwargs: Any) -> str:
        return self._call(prompt, **kwargs)


llm = LocalHFLLM(
    "meta-llama/Llama-3.2-1B-Instruct",
    draft_id="meta-llama/Llama-3.2-1B",
    model_kwargs={"cache_implementation": "static", "temperature": None, "top_p": None},
)

if __name__ == "__main__":
    print(llm.invoke("tell me a story about dogs", max_new_tokens=8))
