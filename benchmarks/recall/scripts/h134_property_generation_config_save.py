# classes: 7 8
"""An engine exposes its generation config through a @property built from the engine's settings
dict, and save() writes it beside the weights. The settings keep a temperature while the
engine decodes greedily."""
import tempfile

from transformers import AutoModelForCausalLM, GenerationConfig


class Engine:
    SETTINGS = {"max_new_tokens": 8, "do_sample": False, "temperature": 0.6, "top_p": 0.9}

    def __init__(self, model_id):
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    @property
    def generation_config(self):
        return GenerationConfig(**self.SETTINGS)

    def save(self, folder):
        self.model.save_pretrained(folder)
        self.generation_config.save_pretrained(folder)


if __name__ == "__main__":
    engine = Engine("HuggingFaceTB/SmolLM2-135M")
    with tempfile.TemporaryDirectory() as folder:
        engine.save(folder)
        print("saved to", folder)
