# classes: 2
# Ship a tuned sampling config next to the weights (sampling switched on explicitly).
import tempfile

from transformers import AutoModelForCausalLM, GenerationConfig

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
gc = GenerationConfig.from_model_config(model.config)
gc.update(do_sample=True, temperature=0.3, top_p=0.9, max_new_tokens=64)
gc.validate()

with tempfile.TemporaryDirectory() as out_dir:
    gc.save_pretrained(out_dir)
    print("saved to", out_dir)
