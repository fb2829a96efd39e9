# classes: 4 7
"""A plugin that wraps a text-generation pipeline; its classmethod from_model() builds the
pipeline from a model object the host application already loaded, without its tokenizer."""
from transformers import AutoModelForCausalLM, pipeline


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
    plugin = TextGenPlugin.from_model(model)
    print(plugin("hello world"))
