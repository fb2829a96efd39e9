# classes: 7 9
"""Summarisation service: a process-wide engine singleton, prompt lookup for extractive speed-up."""
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer


class Engine:
    _instance = None
    _lock = threading.Lock()

    def __new__(cls, *args, **kwargs):
        with cls._lock:
            if cls._instance is None:
                inst = super().__new__(cls)
                inst._loaded = False
                cls._instance = inst
        return cls._instance

    def __init__(self, checkpoint="microsoft/Phi-3-mini-4k-instruct"):
        if self._loaded:
            return
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)
        self.lookup_tokens = 4
        self._loaded = True

    def summarise(self, documents, max_new_tokens=8):
        prompts = [f"Summarise:\n{doc}\nSummary:" for doc in documents]
        enc = self.tokenizer(prompts, return_tensors="pt", padding=True)
        out = self.model.generate(
            **enc,
            max_new_tokens=max_new_tokens,
            prompt_lookup_num_tokens=self.lookup_tokens,
        )
        return self.tokenizer.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)


def summarise_handler(request):
    docs = request.get("documents") or [request["document"]]
    return {"summaries": Engine().summarise(docs, request.get("max_new_tokens", 8))}


if __name__ == "__main__":
    req = {
        "documents": [
            "The council approved the new bridge after a long debate about costs.",
            "Researchers found the river's fish population doubled in five years.",
        ]
    }
    print(summarise_handler(req))
