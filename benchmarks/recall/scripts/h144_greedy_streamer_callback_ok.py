# classes: 7 8
"""A TrainerCallback streams a greedy sample to the console at the end of every epoch."""

from transformers import (AutoModelForCausalLM, AutoTokenizer, TextStreamer, Trainer, TrainerCallback,
                          TrainingArguments)

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
rows = [tok(t)["input_ids"] for t in ["hello world", "the red fox"]]


class StreamSample(TrainerCallback):
    def __init__(self, tokenizer, prompt, beams=1):
        self.streamer = TextStreamer(tokenizer, skip_prompt=True)
        self.prompt = prompt
        self.beams = beams

    def on_epoch_end(self, args, state, control, model=None, **kwargs):
        enc = tok(self.prompt, return_tensors="pt").to(model.device)
        model.generate(**enc, max_new_tokens=5, num_beams=self.beams, streamer=self.streamer,
                       pad_token_id=tok.eos_token_id)


trainer = Trainer(
    model=model,
    args=TrainingArguments(output_dir="out", num_train_epochs=1, per_device_train_batch_size=2,
                           save_strategy="no", report_to="none"),
    train_dataset=[{"input_ids": r[:2], "labels": r[:2]} for r in rows],
    callbacks=[StreamSample(tok, "once upon a time")],
)
trainer.train()
