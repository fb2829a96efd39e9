# classes: 7 9
"""A completion server keeping one model and a generate_kwargs dict per language; the 'md' entry asks for alternatives."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class CompletionServer:
    LANGUAGE_KWARGS = {
        "python": {"max_new_tokens": 8, "do_sample": False, "prompt_lookup_num_tokens": 5},
        "markdown": {"max_new_tokens": 8, "do_sample": True, "num_return_sequences": 2, "prompt_lookup_num_tokens": 5},
    }

    def __init__(self, checkpoint: str):
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)

    def complete(self, text: str, language: str) -> list[str]:
        generate_kwargs = self.LANGUAGE_KWARGS[language]
        inputs = self.tokenizer(text, return_tensors="pt")
        out = self.model.generate(**inputs, **generate_kwargs)
        return self.tokenizer.batch_decode(out, skip_special_tokens=True)


server = CompletionServer("HuggingFaceTB/SmolLM2-135M")
print(server.complete("def hello world", "python"))
print(server.complete("# the quick brown fox", "markdown"))
