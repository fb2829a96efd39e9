# classes: 7 5
# Trainer.evaluate is overridden to also log a few sampled continuations after the usual metrics.
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, DataCollatorForLanguageModeling, Trainer, TrainingArguments

SAMPLE_PROMPTS = ["once upon a time", "the king"]


class SamplingTrainer(Trainer):
    sample_kwargs = dict(max_new_tokens=4, do_sample=True, top_k=5, num_return_sequences=2)

    def evaluate(self, eval_dataset=None, ignore_keys=None, metric_key_prefix="eval"):
        metrics = super().evaluate(eval_dataset, ignore_keys, metric_key_prefix)
        self._log_samples()
        return metrics

    def _log_samples(self):
        self.model.eval()
        for prompt in SAMPLE_PROMPTS:
            batch = self.processing_class(prompt, return_tensors="pt").to(self.model.device)
            out = self.model.generate(**batch, prompt_lookup_num_tokens=2, **self.sample_kwargs)
            for seq in self.processing_class.batch_decode(out, skip_special_tokens=True):
                print("sample:", seq)


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
texts = ["the quick brown fox jumps over the lazy dog", "hello world", "a story about cats and dogs"]
ds = [tok(t) for t in texts]

with tempfile.TemporaryDirectory() as out_dir:
    trainer = SamplingTrainer(
        model=model,
        args=TrainingArguments(output_dir=out_dir, per_device_eval_batch_size=2, report_to=[], use_cpu=True),
        eval_dataset=ds,
        processing_class=tok,
        data_collator=DataCollatorForLanguageModeling(tok, mlm=False),
    )
    trainer.evaluate()
