# classes: 2
# Ship a tuned generation config next to the fine-tuned weights.
import tempfile

from transformers import AutoModelForCausalLM, GenerationConfig

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
gc = GenerationConfig.from_model_config(model.config)
leftover = gc.update(temperature=0.3, top_p=0.9, max_new_tokens=64, repetition_penalty=1.1)
print("unused", leftover)

with tempfile.TemporaryDirectory() as out_dir:
    gc.save_pretrained(out_dir)
    print("saved to", out_dir)
