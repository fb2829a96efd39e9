# classes: 4 7
"""The text-generation pipeline plugin built from model objects the host loaded; the host also
hands over its tokenizer through the pipeline kwargs."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline


class TextGenPlugin:
    name = "textgen"

    def __init__(self, pipe):
        self.pipe = pipe

    @classmethod
    def from_model(cls, model, **pipeline_kwargs):
        return cls(pipeline("text-generation", model=model, **pipeline_kwargs))

    def __call__(self, prompt, **kwargs):
        return self.pipe(prompt, max_new_tokens=5, **kwargs)[0]["generated_text"]


if __name__ == "__main__":
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    plugin = TextGenPlugin.from_model(model, tokenizer=tok)
    print(plugin("hello world"))
