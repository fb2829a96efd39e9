# classes: 7 8
"""The engine's @property generation config built from its settings, saved beside the weights;
the subclass turns sampling on, so temperature and top_p are in use."""
import tempfile

from transformers import AutoModelForCausalLM, GenerationConfig


class Engine:
    SETTINGS = {"max_new_tokens": 8, "do_sample": False}

    def __init__(self, model_id):
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    @property
    def generation_config(self):
        return GenerationConfig(**self.SETTINGS)

    def save(self, folder):
        self.model.save_pretrained(folder)
        self.generation_config.save_pretrained(folder)


class CreativeEngine(Engine):
    SETTINGS = {**Engine.SETTINGS, "do_sample": True, "temperature": 0.6, "top_p": 0.9}


if __name__ == "__main__":
    engine = CreativeEngine("HuggingFaceTB/SmolLM2-135M")
    with tempfile.TemporaryDirectory() as folder:
        engine.save(folder)
        print("saved to", folder)
